//! S5 misuse (red team 22): match guards on the payload: `S::At(k) if k < 10 => y[k]`, `S::At(k) => y[k - 10]`: threads 0 and 10 both write `y[0]`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum S {
    At(usize),
    None,
}

rsgpu::kernel! {
    pub fn rt22_enum_guard_offsets(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s = S::At(i);
        match s {
            S::At(k) if k < 10 => {
                if k < y.len() {
                    y[k] = x[0];
                }
            }
            S::At(k) => {
                if k - 10 < y.len() {
                    y[k - 10] = x[0];
                }
            }
            S::None => {}
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
