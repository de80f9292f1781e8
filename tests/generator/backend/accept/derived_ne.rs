//! `a != b` on the crate's own types: a derived `PartialEq` defines `eq`
//! only; `!=` calls the trait's default `ne` (`!self.eq(other)`), whose
//! body is core's and not in the MIR. rsgpu-gen calls the crate's `eq` and
//! negates it (at O0; O3 inlines both). A fieldless enum, a struct of two
//! fields and an enum compared with a promoted constant (`!= Op::Mul`).
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Op { Add, Sub, Mul }

#[derive(Clone, Copy, PartialEq)]
struct NePair { a: u32, b: f32 }

rsgpu::kernel! {
    pub fn derived_ne(codes: &[u8], x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < codes.len() && i < x.len() {
            let op = match codes[i] % 3 { 0 => Op::Add, 1 => Op::Sub, _ => Op::Mul };
            let prev = if codes[i] % 2 == 0 { Op::Add } else { Op::Sub };
            let p = NePair { a: x[i] % 4, b: 1.5 };
            let q = NePair { a: 2, b: if x[i] % 8 < 4 { 1.5 } else { 2.5 } };
            let mut r = 0;
            if op != Op::Mul { r += 1; }
            if op != prev { r += 10; }
            if p != q { r += 100; }
            out[i] = r;
        }
    }
}
// CHECK: kernel @derived_ne(
