//! S8 misuse: one barrier copied into both arms; after it arm one writes `s[t + 1]` and arm two reads s[0..n] in a `while` loop (uniform n): thread 64 reads s[1] while thread 0 writes it. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_copies_loop_in_other_arm(y: &mut [f32], n: usize) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        s[t] = t as f32;
        let mut v = 0.0f32;
        if t < 64 {
            s[t] = 1.0;
            sync_threads();
            s[t + 1] = 2.0;
        } else {
            sync_threads();
            let mut k = 0usize;
            while k < n {
                v += s[k];
                k += 1;
            }
        }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0220]:
