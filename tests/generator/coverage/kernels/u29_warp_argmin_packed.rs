//! Warp arg-min of (distance, index) pairs packed into one `u64` (`(bits << 32) | index`, distances >= 0 so
//! the float bits order like the floats), butterfly `shfl_xor` with `min`; lane 0 writes per warp.
#![no_std]
use rsgpu::warp::shfl_xor;
use rsgpu::*;

fn pack(d: f32, i: u32) -> u64 {
    (d.to_bits() as u64) << 32 | i as u64
}

rsgpu::kernel! {
    pub fn u29_warp_argmin_packed(px: &[f32], py: &[f32], qx: f32, qy: f32, best_d: &mut [f32], best_i: &mut [u32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = px.len().min(py.len());
        let mut key = u64::MAX;
        if gid < n {
            let (dx, dy) = (px[gid] - qx, py[gid] - qy);
            key = pack(dx * dx + dy * dy, gid as u32);
        }
        let mut m = 16;
        while m > 0 {
            key = key.min(shfl_xor(key, m));
            m >>= 1;
        }
        let w = gid / 32;
        if gid % 32 == 0 && w < best_d.len() && w < best_i.len() {
            best_d[w] = f32::from_bits((key >> 32) as u32);
            best_i[w] = key as u32;
        }
    }
}
