//! A tiny stack machine per thread: `enum Instr { Push(f32), Load, Add, Mul, Scale { k: f32 }, Nop }` decoded
//! from opcode words, executed with `match` on the instruction, `matches!` to count arithmetic ops.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum Instr {
    Push(f32),
    Load,
    Add,
    Mul,
    Scale { k: f32 },
    Nop,
}

fn decode(word: u32) -> Instr {
    match word & 7 {
        0 => Instr::Push((word >> 3 & 15) as f32),
        1 => Instr::Load,
        2 => Instr::Add,
        3 => Instr::Mul,
        4 => Instr::Scale { k: 0.5 },
        _ => Instr::Nop,
    }
}

rsgpu::kernel! {
    pub fn u29_enum_stack_vm(prog: &[u32], x: &[f32], out: &mut [f32], arith: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= x.len() || i >= out.len() || i >= arith.len() {
            return;
        }
        let mut stack = [0.0f32; 8];
        let mut sp = 0usize;
        let mut ops = 0u32;
        for &w in prog {
            let ins = decode(w.rotate_left(i as u32 % 7));
            if matches!(ins, Instr::Add | Instr::Mul | Instr::Scale { .. }) {
                ops += 1;
            }
            match ins {
                Instr::Push(v) if sp < 8 => { stack[sp] = v; sp += 1; }
                Instr::Load if sp < 8 => { stack[sp] = x[i]; sp += 1; }
                Instr::Add | Instr::Mul if sp >= 2 => {
                    let (a, b) = (stack[sp - 2], stack[sp - 1]);
                    stack[sp - 2] = if ins == Instr::Add { a + b } else { a * b };
                    sp -= 1;
                }
                Instr::Scale { k } if sp >= 1 => stack[sp - 1] *= k,
                _ => {}
            }
        }
        out[i] = if sp > 0 { stack[sp - 1] } else { 0.0 };
        arith[i] = ops;
    }
}
