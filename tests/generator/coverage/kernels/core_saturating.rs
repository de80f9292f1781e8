#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// Saturating pixel arithmetic on u8.
    pub fn core_saturating(px: &[u8], delta: i32, out: &mut [u8]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let p = px[i];
            out[i] = if delta >= 0 {
                p.saturating_add(delta as u8)
            } else {
                p.saturating_sub(delta.unsigned_abs() as u8)
            };
            let _ = (i as i32).saturating_mul(delta);
        }
    }
}
