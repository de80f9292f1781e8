//! Near miss of accept/shared_pair_slots.rs: the exchange writes
//! `s[p ^ 1]`, a slot of another pair.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn xor_pair_write_p_xor_1(x: &[u32], out: &mut [u32], q: usize) {
        let mut s = shared_array::<u32, 128>();
        let t = thread_idx_x() as usize;
        let g = block_idx_x() as usize * 128 + t;
        s[t] = if g < x.len() { x[g] } else { 0 };
        sync_threads();
        let mut j = 64;
        while j > 0 {
            let p = t ^ j;
            if p > t {
                let (a, b) = (s[t], s[p]);
                if a > b {
                    s[t] = b;
                    s[(p ^ 1)] = a;
                }
            }
            sync_threads();
            j /= 2;
        }
        sync_threads();
        if g < out.len() {
            out[g] = s[t];
        }
    }
}
// CHECK: error[RG0220]: read of `s[t]` may see another thread's write of `s[(p ^ 1)]`: no barrier between them
