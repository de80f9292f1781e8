//! S8 misuse: the row loop writes `s[t * 4 + k]`, k in 0..4, and the same phase reads `s[t * 4 + 4]` (item 4 is not below E = 4): thread t reads the slot thread t + 1 writes. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_rows_read_one_past_row(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        for k in 0..4 {
            s[t * 4 + k] = k as f32;
        }
        let v = s[t * 4 + 4];
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0220]:
