//! Constant ranges and struct/tuple constants: at O3 rustc passes a range it
//! folded by value, `StepBy::<Range<usize>>::new(const Range::<usize> {
//! start: 0_usize, end: 32_usize }, const 8_usize)`, and a gpu_struct! or
//! tuple value as `const Pair { a: .., b: .. }` / `const (..)`.
#![no_std]
use rsgpu::*;

rsgpu::gpu_struct! {
    pub struct Pair { pub a: u32, pub b: f32 }
}

#[inline(never)]
fn weigh(p: Pair, t: (u32, u32), v: u32) -> u32 {
    (v.wrapping_mul(p.a) as f32 * p.b) as u32 + t.0 * t.1
}

rsgpu::kernel! {
    pub fn const_ranges(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let mut s = 0u32;
            for j in (0..32).step_by(8) {
                s = s.wrapping_add(x.get(i + j).copied().unwrap_or(1));
            }
            for j in (0usize..5).step_by(9) {
                s = s.wrapping_mul(3).wrapping_add(j as u32);
            }
            for j in (3usize..3).step_by(2) {
                s = s.wrapping_add(100 + j as u32);
            }
            for j in (2usize..=9).step_by(7) {
                s = s.wrapping_mul(7).wrapping_add(j as u32);
            }
            for j in (5usize..=4).step_by(1) {
                s = s.wrapping_add(1000 + j as u32);
            }
            s = s.wrapping_add(weigh(Pair { a: 3, b: 0.5 }, (2, 5), s % 1000));
            out[i] = s;
        }
    }
}
// CHECK: kernel @const_ranges(
// CHECK-O3: range usize 0_usize, 32_usize
// CHECK-O3-NEXT: call core.adapt.step_by(%{{[0-9]+}}, 8_usize)
// CHECK-O3: struct Pair {3_u32, 0.5f32}
// CHECK-O3-NEXT: tuple u32 2_u32, 5_u32
// CHECK-O3-NEXT: call @weigh(%{{[0-9]+}}, %{{[0-9]+}}, move %{{[0-9]+}})
// CHECK-O3: range usize 0_usize, 5_usize
// CHECK-O3-NEXT: call core.adapt.step_by(%{{[0-9]+}}, 9_usize)
// CHECK-O3: range usize 3_usize, 3_usize
// CHECK-O3-NEXT: call core.adapt.step_by(%{{[0-9]+}}, 2_usize)
