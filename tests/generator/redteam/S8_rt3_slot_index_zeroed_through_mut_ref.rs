//! S8: a shared slot index rewritten through a `&mut`: `let mut j = t;
//! let r = &mut j; *r = 0; s[j] = x[i]` — every thread writes slot 0.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn slot_index_zeroed_through_mut_ref(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        let mut j = t;
        let r = &mut j;
        *r = 0;
        if i < x.len() {
            s[j] = x[i];
        }
        sync_threads();
        if i < y.len() {
            y[i] = s[t];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
// CHECK: {{`s`|`s\[}}
