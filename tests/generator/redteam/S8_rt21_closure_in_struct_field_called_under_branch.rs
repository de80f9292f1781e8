//! S8 misuse (red team 21): a barrier closure stored in a struct field and called through it in threads 0..15.
#![no_std]
use rsgpu::*;

struct Holder<F: Fn()> {
    f: F,
}

rsgpu::kernel! {
    pub fn rt21_closure_in_struct_field_called_under_branch(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let h = Holder { f: || sync_threads() };
        if t < 16 {
            (h.f)();
        }
        let s = 1.0;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
