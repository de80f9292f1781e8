//! S8 misuse: inside a one-round `loop`, one barrier copied into both arms; arm one writes `s[t + 1]` after its copy and `break`s, arm two falls through to a read `s[t - 63]` before its own `break`: thread 0 writes s[1] while thread 64 reads it. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_copies_loop_break_arm(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        s[t] = t as f32;
        let mut v = 0.0f32;
        loop {
            if t < 64 {
                s[t] = 1.0;
                sync_threads();
                s[t + 1] = 2.0;
                break;
            } else {
                sync_threads();
            }
            v = s[t - 63];
            break;
        }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0220]:
