//! S8: the Hillis-Steele scan in place, `if t >= k { s[t] += s[t - k] }` — thread t reads slot t - k, which thread t - k updates in the same phase.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn scan_in_place_without_double_buffer(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut k = 1;
        while k < 128 {
            if t >= k {
                s[t] += s[t - k];
            }
            sync_threads();
            k *= 2;
        }
        if i < y.len() {
            y[i] = s[t];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
