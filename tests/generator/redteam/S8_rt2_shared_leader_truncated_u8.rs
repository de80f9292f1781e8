//! S8: a leader test on a truncated id, `(thread_idx_x() as u8) == 0`:
//! threads 0 and 256 of a 512-thread block both write `s[0]`.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn shared_leader_truncated_u8(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let t8 = thread_idx_x() as u8;
        let mut s = shared_array::<f32, 4>();
        if t8 == 0 {
            s[0] = if i < x.len() { x[i] } else { 0.0 };
        }
        sync_threads();
        if i < y.len() {
            y[i] = s[0];
        }
    }
}
// CHECK: error[RG0221]:
