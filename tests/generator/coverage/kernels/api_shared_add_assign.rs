#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// Block sum: tree reduction written with `s[t] += s[t + stride]`.
    pub fn api_shared_add_assign(x: &[u32], partial: &mut [u32]) {
        let mut s = shared_array::<u32, 128>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 128 + t;
        s[t] = if i < x.len() { x[i] } else { 0 };
        sync_threads();
        let mut stride = 64;
        while stride > 0 {
            if t < stride {
                s[t] += s[t + stride];
            }
            sync_threads();
            stride /= 2;
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
