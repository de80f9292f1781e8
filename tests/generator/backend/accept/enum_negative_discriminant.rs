//! A `#[repr(i8)]` enum with a negative discriminant and implicit ones after
//! it (`Neg = -1, Zero, Pos`: -1, 0, 1), built, matched and cast with `as`.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
#[repr(i8)]
enum Sign {
    Neg = -1,
    Zero,
    Pos,
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
    pub fn enum_negative_discriminant(x: &[i32], out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < x.len() {
            let s = sign(x[i]);
            let w = match s {
                Sign::Neg => 100,
                Sign::Zero => 200,
                Sign::Pos => 300,
            };
            out[i] = w + s as i32;
        }
    }
}
// CHECK: kernel @enum_negative_discriminant(
