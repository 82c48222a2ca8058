// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A stand-in for Farcaster's IdRegistry (on Optimism in production) with the two
/// reads Sign In With Farcaster needs, `idOf(custody)` and `custodyOf(fid)`, so the
/// local stack verifies sign-ins offline. The seed names every custody address at
/// deployment; there is no registering, transferring or recovery.
contract PortholeIdRegistry {
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;

    error Mismatch();
    error Taken();

    constructor(uint256[] memory fids, address[] memory custodies) {
        if (fids.length != custodies.length) revert Mismatch();
        for (uint256 i = 0; i < fids.length; i++) {
            if (fids[i] == 0 || idOf[custodies[i]] != 0 || custodyOf[fids[i]] != address(0)) revert Taken();
            idOf[custodies[i]] = fids[i];
            custodyOf[fids[i]] = custodies[i];
        }
    }
}
