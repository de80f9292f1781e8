#![no_std]
use rsgpu::*;

const BLOCK: usize = 128;

rsgpu::kernel! {
    /// 1-D three-point stencil with a shared tile and halo, read as `tile[j]`.
    pub fn api_shared_index_stencil(x: &[f32], out: &mut [f32]) {
        let mut tile = shared_array::<f32, { BLOCK + 2 }>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * BLOCK + t;
        let n = x.len();
        tile[t + 1] = if i < n { x[i] } else { 0.0 };
        if t == 0 {
            tile[0] = if i > 0 && i - 1 < n { x[i - 1] } else { 0.0 };
            tile[BLOCK + 1] = if i + BLOCK < n { x[i + BLOCK] } else { 0.0 };
        }
        sync_threads();
        if i < out.len() {
            out[i] = 0.25 * tile[t] + 0.5 * tile[t + 1] + 0.25 * tile[t + 2];
        }
    }
}
