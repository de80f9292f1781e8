//! A handle chosen by a thread-dependent condition, `let x = if t < 64 { b }
//! else { a };`: threads 64.. read `a[(t + 1) % 128]`, the slot thread t + 1
//! writes through `a` in the same phase. The join names either array, so the
//! read is checked against `a`'s writes. RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn handle_join_divergent(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut a = shared_array::<f32, 128>();
        let b = shared_array::<f32, 128>();
        let h = if t < 64 { b } else { a };
        if i < x.len() {
            a[t] = x[i];
        }
        let r = h[(t + 1) % 128];
        if i < y.len() {
            y[i] = r;
        }
    }
}
// CHECK: error[RG0220]: read of `{{.*}}` may see another thread's write of `a[t]`
