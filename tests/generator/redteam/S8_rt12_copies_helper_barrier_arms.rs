//! S8 misuse: the barrier is a helper `bar()` (sync_threads on every path) called in both arms; after it arm one writes `s[t + 1]`, arm two reads `s[t - 63]`: thread 0 writes s[1] while thread 64 reads it. Expected RG0220.
#![no_std]
use rsgpu::*;

fn bar() {
    sync_threads();
}

rsgpu::kernel! {
    pub fn rt12_copies_helper_barrier_arms(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        s[t] = t as f32;
        let mut v = 0.0f32;
        if t < 64 {
            s[t] = 1.0;
            bar();
            s[t + 1] = 2.0;
        } else {
            bar();
            v = s[t - 63];
        }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0220]:
