//! S8: the "own slot" `s[(thread_idx_x() as u8) as usize]`: threads t and
//! t + 256 share it.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn shared_own_slot_truncated_u8(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let t = (thread_idx_x() as u8) as usize;
        let mut s = shared_array::<f32, 256>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        if i < y.len() {
            y[i] = s[255 - t];
        }
    }
}
// CHECK: error[RG0221]:
