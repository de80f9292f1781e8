//! S8: a tree step `s[t] += s[t + 64]` right after every thread wrote its own
//! slot, with no `sync_threads()` between the two phases.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_add_assign_missing_barrier(x: &[f32], sums: &mut [f32]) {
        let mut s = shared_array::<f32, 128>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * 128) as usize + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        if t < 64 {
            s[t] += s[t + 64]; // reads the slot thread t + 64 is writing
        }
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < sums.len() {
            sums[b] = s[0] + s[1];
        }
    }
}
// CHECK: error[RG0220]: read of `s[{{.*}}]` may see another thread's write of `s[{{.*}}]`
