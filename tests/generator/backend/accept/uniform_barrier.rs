//! Accepted: barriers under uniform conditions (a kernel parameter, the block
//! id, a loop counter over uniform bounds); writes at an affine function of
//! the global id (odd scale in u32, even scale in usize, invariant offset).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn uniform_barrier(x: &[f32], y: &mut [f32], z: &mut [f32], steps: u32, off: usize) {
        let g = block_idx_x() * block_dim_x() + thread_idx_x();
        if steps > 2 {
            sync_threads();
        }
        if block_idx_x() == 0 {
            sync_threads();
        }
        let mut k = 0;
        while k < steps {
            sync_threads();
            k += 1;
        }
        let j = g.wrapping_mul(3).wrapping_add(1) as usize;
        if j < y.len() && j < x.len() {
            y[j] = x[j];
        }
        let m = 2 * (g as usize) + off;
        if m < z.len() {
            z[m] = 1.0;
        }
    }
}
// CHECK: kernel @uniform_barrier(
