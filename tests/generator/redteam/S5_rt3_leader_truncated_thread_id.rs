//! S5: one write per block with the leader test on `thread_idx_x() as u8`: in blocks of 512 threads, threads 0 and 256 both pass `t == 0` and write `partial[block]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn leader_truncated_thread_id(partial: &mut [f32]) {
        let t = thread_idx_x() as u8;
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = thread_idx_x() as f32;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`partial`|`partial\[}}
