//! Two `&mut [f32]` locals swapped through `&mut` borrows of the locals
//! themselves (`core::mem::swap(&mut q, &mut r)`): rsgpu-gen cannot see
//! which parameter `q` names afterwards (here `a`, whose element i + 1
//! thread i + 1 writes). RG0202.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn mut_alias_swapped_by_ref(a: &mut [f32], b: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut q: &mut [f32] = b;
        let mut r: &mut [f32] = a;
        if i < r.len() {
            r[i] = 1.0;
        }
        core::mem::swap(&mut q, &mut r);
        if i + 1 < q.len() {
            q[i + 1] = 2.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
