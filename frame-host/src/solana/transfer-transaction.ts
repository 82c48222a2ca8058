import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Blockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { findAssociatedTokenPda, getCreateAssociatedTokenIdempotentInstruction, getTransferCheckedInstruction } from '@solana-program/token'

export declare namespace transferTransaction {
  type Options = {
    from: string
    to: string
    units: bigint
    blockhash: { blockhash: string; lastValidBlockHeight: number }
    /** An SPL token: its mint, decimals and owning program (Token or Token-2022); absent for SOL. */
    token?: { mint: string; decimals: number; program: string }
  }
}

/**
 * An unsigned transfer, `from` paying the fee, as base64 wire bytes for the
 * wallet to sign: SOL by the System program; an SPL token by TransferChecked
 * between associated token accounts, the receiver's created first when it has
 * none (idempotent, paid by the sender).
 */
export async function transferTransaction({ from, to, units, blockhash, token }: transferTransaction.Options): Promise<string> {
  const payer = createNoopSigner(address(from))
  const receiver = address(to)
  let instructions
  if (!token) instructions = [getTransferSolInstruction({ source: payer, destination: receiver, amount: units })]
  else {
    const mint = address(token.mint)
    const tokenProgram = address(token.program)
    const [source] = await findAssociatedTokenPda({ mint, owner: payer.address, tokenProgram })
    const [destination] = await findAssociatedTokenPda({ mint, owner: receiver, tokenProgram })
    instructions = [
      getCreateAssociatedTokenIdempotentInstruction({ payer, ata: destination, owner: receiver, mint, tokenProgram }),
      getTransferCheckedInstruction({ source, mint, destination, authority: payer, amount: units, decimals: token.decimals }, { programAddress: tokenProgram }),
    ]
  }
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash.blockhash as Blockhash, lastValidBlockHeight: BigInt(blockhash.lastValidBlockHeight) },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}
