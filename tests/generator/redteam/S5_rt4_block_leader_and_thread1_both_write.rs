//! S5: `if t == 0 { y[b] = 1.0 }` and `if t == 1 { y[b] = 2.0 }` — two
//! writers per block slot. Expected RG0201.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn block_leader_and_thread1(y: &mut [f32]) {
        let t = thread_idx_x();
        let b = block_idx_x() as usize;
        if t == 0 { if b < y.len() { y[b] = 1.0; } }
        if t == 1 { if b < y.len() { y[b] = 2.0; } }
    }
}
// CHECK: error[RG0201]:
