//! S8 misuse: the row loop writes at a copy `kk` of the item that thread 0 bumps by one: thread 0's item 3 becomes 4, slot 4, which thread 1 writes as its item 0. Expected RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_rows_item_copy_bumped_for_thread0(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        for k in 0..4 {
            let mut kk = k;
            if t == 0 {
                kk += 1;
            }
            s[t * 4 + kk] = k as f32;
        }
        sync_threads();
        let v = s[t];
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0221]:
