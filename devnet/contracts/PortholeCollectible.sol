// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// An ERC-721 whose token i + 1 goes to holders[i] at deployment.
contract PortholeCollectible is ERC721 {
    constructor(string memory name_, string memory symbol_, address[] memory holders) ERC721(name_, symbol_) {
        for (uint256 i = 0; i < holders.length; i++) _mint(holders[i], i + 1);
    }
}
