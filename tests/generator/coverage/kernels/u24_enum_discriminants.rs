//! Fieldless enums with mixed explicit/implicit and negative discriminants, cast with `as`.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
enum Level {
    Low = 3,
    Mid,
    High = 10,
    Max,
}

#[derive(Clone, Copy)]
#[repr(i8)]
enum Sign {
    Neg = -1,
    Zero = 0,
    Pos = 1,
}

fn level(v: u32) -> Level {
    match v % 4 {
        0 => Level::Low,
        1 => Level::Mid,
        2 => Level::High,
        _ => Level::Max,
    }
}

fn sign(v: i32) -> Sign {
    if v < 0 {
        Sign::Neg
    } else if v == 0 {
        Sign::Zero
    } else {
        Sign::Pos
    }
}

rsgpu::kernel! {
    pub fn u24_enum_discriminants(a: &[u32], b: &[i32], out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let l = level(a[i]);
            let s = sign(b[i]);
            out[i] = l as i32 * 100 + s as i32 * 7 + (s as i8 as i32);
        }
    }
}
