//! S8 misuse: the row loop writes the thread's row and, in the same phase, reads the partner's row `s[(t ^ 1) * 4 + k]` (another injective base): thread t reads slots thread t ^ 1 writes. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_rows_xor_partner_read(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        let p = t ^ 1;
        let mut acc = 0.0f32;
        for k in 0..4 {
            s[t * 4 + k] = k as f32;
            acc += s[p * 4 + k];
        }
        let v = acc;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0220]:
