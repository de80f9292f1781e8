//! S8: `SharedArray` is `Copy`; a second handle `let mut b = a;` on the same
//! array reads the neighbour's slot while `a` writes, no barrier.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_handle_copy_alias(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut a = shared_array::<f32, 128>();
        let b = a;
        if i < x.len() {
            a[t] = x[i];
        }
        let r = b[(t + 1) % 128];
        if i < y.len() {
            y[i] = r;
        }
    }
}
// CHECK: error[RG0220]:
