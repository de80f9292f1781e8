//! S8: `let r = &mut s[t / 2];` is made once and written through later: the
//! reference is not used where it is made (docs: RG0222), and threads 2k and
//! 2k+1 share the slot (RG0221).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_ref_held_across_barrier(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        let r = &mut s[t / 2];
        if i < x.len() {
            *r = x[i];
        }
        sync_threads();
        if i < y.len() {
            y[i] = s[t];
        }
    }
}
// CHECK: error[RG022{{[12]}}]:
