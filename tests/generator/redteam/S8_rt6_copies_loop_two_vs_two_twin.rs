//! Twin (correct, false positive): one arm passes two barriers in a `for _ in 0..2` loop, the other two in a row; s[t] written before both, the neighbour read after: every thread passes two barriers. Expected to translate (docs: k barriers per path are grouped by position); RG0210/RG0220 at O0 and O3.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn S8_rt6_copies_loop_two_vs_two_twin(x: &[u32], out: &mut [u32], p: u32) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        let mut v = 0u32;
        s[t] = 5; if t < 64 { for _ in 0..2 { sync_threads(); } } else { sync_threads(); sync_threads(); } v = s[(t + 1) % 256];
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: kernel @S8_rt6_copies_loop_two_vs_two_twin(
