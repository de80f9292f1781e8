//! Near miss of `scan` (branch it28): over `iter_mut()` of a `&mut`
//! parameter the closure gets `&mut f32` items it could write through, and
//! the S5 analyses do not follow writes through `scan` (ir/CoreIters.def:
//! read-only iterators only): refused, as `skip`/`take`/`filter` are.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn scan_iter_mut_param(y: &mut [f32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = y.iter_mut().scan(0.0f32, |s, v| { *v = *s; *s += 1.0; Some(1u32) }).count();
        if i < out.len() {
            out[i] = n as u32;
        }
    }
}
// CHECK: error[RG0101]: {{.*}}only over read-only iterators
