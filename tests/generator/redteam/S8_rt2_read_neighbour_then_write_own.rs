//! S8: `let v = s[t + 1]; s[t] = v;` after a barrier that published the
//! array: thread t reads slot t + 1 in the phase where thread t + 1 writes it
//! (the in-place shift without the second barrier).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn read_neighbour_then_write_own(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 129>();
        if i < x.len() {
            s[t] = x[i];
        }
        sync_threads();
        if t < 128 {
            let v = s[t + 1];
            s[t] = v;
        }
        sync_threads();
        if i < y.len() {
            y[i] = s[t];
        }
    }
}
// CHECK: error[RG0220]:
