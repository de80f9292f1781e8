//! S8: the interleaved guard on a truncated id, `(t as u8 as usize) % (2 * k)
//! == 0`: thread 256 is a writer at k = 256 and writes s[256], read by thread
//! 0 at t + k. Expected RG0220.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn interleaved_guard_truncated_u8(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 1024>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut k = 1;
        while k < 1024 {
            if ((t as u8) as usize) % (2 * k) == 0 {
                s[t] += s[t + k];
            }
            sync_threads();
            k *= 2;
        }
        if t == 0 { let b = block_idx_x() as usize; if b < y.len() { y[b] = s[0]; } }
    }
}
// CHECK: error[RG0220]:
