//! S8 misuse: two barriers copied into both arms (k = 2); between the copies arm one writes `s[t + 1]` and arm two reads `s[t - 63]`: thread 0 writes s[1] while thread 64 reads it. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_copies_two_barriers_middle_phase(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        s[t] = t as f32;
        let mut v = 0.0f32;
        if t < 64 {
            s[t] = 1.0;
            sync_threads();
            s[t + 1] = 2.0;
            sync_threads();
        } else {
            sync_threads();
            v = s[t - 63];
            sync_threads();
        }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0220]:
