//! Enums with data carried in structs and arrays, returned in an Option,
//! with `#[repr(u8)]` and explicit discriminants.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
#[repr(u8)]
enum Op {
    Add(f32) = 1,
    Scale { by: f32 } = 4,
    Clamp(f32, f32) = 9,
    Nop = 12,
}

#[derive(Clone, Copy)]
struct Step {
    op: Op,
    repeat: u32,
}

fn decode(code: u32, a: f32, b: f32) -> Option<Op> {
    match code % 5 {
        0 => Some(Op::Add(a)),
        1 => Some(Op::Scale { by: b * 0.25 }),
        2 => Some(Op::Clamp(a.min(b), a.max(b))),
        3 => Some(Op::Nop),
        _ => None,
    }
}

fn apply(op: &Op, x: f32) -> f32 {
    match *op {
        Op::Add(v) => x + v,
        Op::Scale { by } => x * by,
        Op::Clamp(lo, hi) => x.max(lo).min(hi),
        Op::Nop => x,
    }
}

impl Step {
    fn run(&self, mut x: f32) -> f32 {
        for _ in 0..self.repeat {
            x = apply(&self.op, x);
        }
        x
    }
}

rsgpu::kernel! {
    pub fn own_enum_data_struct(code: &[u32], a: &[f32], b: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let n = code.len();
            let mut prog = [Step { op: Op::Nop, repeat: 0 }; 4];
            let mut used = 0u32;
            for k in 0..4 {
                let j = (i + k * 13) % n;
                if let Some(op) = decode(code[j], a[j], b[j]) {
                    prog[k] = Step { op, repeat: 1 + code[j] % 3 };
                    used += 1;
                }
            }
            let mut x = a[i];
            for s in prog.iter() {
                x = s.run(x);
            }
            let last = prog[3];
            let tail = match last.op {
                Op::Clamp(lo, _) => lo,
                Op::Scale { by } => by,
                _ => 0.0,
            };
            out[i] = x + tail + used as f32;
        }
    }
}
