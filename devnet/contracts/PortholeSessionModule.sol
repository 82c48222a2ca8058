// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The one Safe function this module calls (Safe 1.4.1 ModuleManager).
interface ISafeModuleManager {
    function execTransactionFromModuleReturnData(address to, uint256 value, bytes calldata data, uint8 operation)
        external
        returns (bool success, bytes memory returnData);
}

/// Smart sessions (ERC-7715) for Safe accounts: a Safe that enabled this module grants a
/// dapp's session key the right to make calls in its name, within limits the Safe's owner
/// approved. The rules, all checked on every `execute`:
///   1. Only the Safe itself grants and revokes (msg.sender is the Safe), so a grant is one
///      of the Safe's own transactions, approved by its owner.
///   2. A session works until `validUntil` (inclusive, block time) and never after `revoke`.
///      Granting the same key again replaces the old session whole (targets, limits, spent).
///   3. The key may call only the granted targets; a token with a limit is a granted target.
///   4. A token with a limit may only be called as `transfer(to, amount)` or
///      `approve(spender, amount)`, and the amounts of all such calls together stay within
///      the limit. A token that answers `false` fails the call.
///   5. Native value counts against the limit of token address(0); without one the key
///      sends no value.
///   6. Calls only (never delegatecall), so a session cannot change the Safe's own code or storage.
contract PortholeSessionModule {
    struct Session {
        uint64 validUntil;
        bool revoked;
        /// Grants of this key by this Safe so far; keys the current grant's targets and limits.
        uint32 generation;
    }

    struct Limit {
        bool set;
        uint256 limit;
        uint256 spent;
    }

    bytes4 private constant TRANSFER = 0xa9059cbb; // transfer(address,uint256)
    bytes4 private constant APPROVE = 0x095ea7b3; // approve(address,uint256)
    address private constant NATIVE = address(0);

    mapping(address safe => mapping(address key => Session)) public sessions;
    mapping(bytes32 grant => mapping(address target => bool)) private allowed;
    mapping(bytes32 grant => mapping(address token => Limit)) private limits;

    event SessionGranted(address indexed safe, address indexed key, uint64 validUntil, address[] targets, address[] tokens, uint256[] limits);
    event SessionRevoked(address indexed safe, address indexed key);
    event SessionUsed(address indexed safe, address indexed key, address indexed target, uint256 value, uint256 spent);

    error SessionInactive();
    error TargetNotAllowed(address target);
    error CallNotAllowed(address token, bytes4 selector);
    error LimitExceeded(address token, uint256 limit, uint256 spent);
    error TokenRefused(address token);
    error InvalidGrant();

    /// Rule 1 and 2: the calling Safe grants `key` the targets and per-token limits until `validUntil`.
    function grant(address key, uint64 validUntil, address[] calldata targets, address[] calldata tokens, uint256[] calldata limits_)
        external
    {
        if (key == address(0) || validUntil <= block.timestamp || tokens.length != limits_.length) revert InvalidGrant();
        Session storage session = sessions[msg.sender][key];
        session.generation += 1;
        session.validUntil = validUntil;
        session.revoked = false;
        bytes32 id = grantId(msg.sender, key, session.generation);
        for (uint256 i = 0; i < targets.length; i++) allowed[id][targets[i]] = true;
        for (uint256 i = 0; i < tokens.length; i++) {
            if (limits[id][tokens[i]].set) revert InvalidGrant();
            limits[id][tokens[i]] = Limit({set: true, limit: limits_[i], spent: 0});
            if (tokens[i] != NATIVE) allowed[id][tokens[i]] = true;
        }
        emit SessionGranted(msg.sender, key, validUntil, targets, tokens, limits_);
    }

    /// Rule 2: the calling Safe ends `key`'s session for good (until a new grant).
    function revoke(address key) external {
        Session storage session = sessions[msg.sender][key];
        if (session.generation == 0) revert SessionInactive();
        session.revoked = true;
        emit SessionRevoked(msg.sender, key);
    }

    /// The session key (msg.sender) makes one call from `safe`, within its grant (rules 2-6).
    function execute(address safe, address target, uint256 value, bytes calldata data) external returns (bytes memory) {
        Session storage session = sessions[safe][msg.sender];
        if (session.generation == 0 || session.revoked || block.timestamp > session.validUntil) revert SessionInactive();
        bytes32 id = grantId(safe, msg.sender, session.generation);
        if (!allowed[id][target]) revert TargetNotAllowed(target);

        Limit storage token = limits[id][target];
        uint256 spent = 0;
        if (token.set) {
            bytes4 selector = data.length >= 4 ? bytes4(data[:4]) : bytes4(0);
            if (data.length != 68 || (selector != TRANSFER && selector != APPROVE)) revert CallNotAllowed(target, selector);
            spent = spend(token, target, abi.decode(data[36:68], (uint256)));
        }
        if (value > 0) spend(limits[id][NATIVE], NATIVE, value);

        (bool success, bytes memory result) = ISafeModuleManager(safe).execTransactionFromModuleReturnData(target, value, data, 0);
        if (!success) {
            // The inner call's own revert reason, unchanged.
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
        // Tokens that return nothing (USDT) succeed by not reverting; those that return false fail.
        if (token.set && result.length > 0 && !abi.decode(result, (bool))) revert TokenRefused(target);
        emit SessionUsed(safe, msg.sender, target, value, spent);
        return result;
    }

    /// Whether `key` may call `target` from `safe` now, and `token`'s limit and what was spent of it.
    function check(address safe, address key, address target, address token)
        external
        view
        returns (bool active, bool targetAllowed, bool limited, uint256 limit, uint256 spent)
    {
        Session storage session = sessions[safe][key];
        active = session.generation != 0 && !session.revoked && block.timestamp <= session.validUntil;
        bytes32 id = grantId(safe, key, session.generation);
        targetAllowed = allowed[id][target];
        Limit storage entry = limits[id][token];
        (limited, limit, spent) = (entry.set, entry.limit, entry.spent);
    }

    function spend(Limit storage entry, address token, uint256 amount) private returns (uint256) {
        if (!entry.set) revert CallNotAllowed(token, bytes4(0));
        uint256 spent = entry.spent + amount;
        if (spent > entry.limit) revert LimitExceeded(token, entry.limit, spent);
        entry.spent = spent;
        return spent;
    }

    function grantId(address safe, address key, uint32 generation) private pure returns (bytes32) {
        return keccak256(abi.encode(safe, key, generation));
    }
}
