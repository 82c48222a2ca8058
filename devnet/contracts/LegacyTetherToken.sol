// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A token with Tether's mainnet ABI: transfer, transferFrom and approve return nothing, so callers
/// that expect ERC-20's bool must use this ABI instead.
contract LegacyTetherToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 6;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, address[] memory holders, uint256[] memory amounts) {
        require(holders.length == amounts.length, "holders and amounts differ");
        name = name_;
        symbol = symbol_;
        for (uint256 i = 0; i < holders.length; i++) {
            balanceOf[holders[i]] += amounts[i];
            totalSupply += amounts[i];
            emit Transfer(address(0), holders[i], amounts[i]);
        }
    }

    function transfer(address to, uint256 value) public {
        _move(msg.sender, to, value);
    }

    function transferFrom(address from, address to, uint256 value) public {
        require(allowance[from][msg.sender] >= value, "allowance too low");
        allowance[from][msg.sender] -= value;
        _move(from, to, value);
    }

    function approve(address spender, uint256 value) public {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
    }

    function _move(address from, address to, uint256 value) private {
        require(to != address(0), "transfer to the zero address");
        require(balanceOf[from] >= value, "balance too low");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
