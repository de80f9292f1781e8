//! S8: `for _ in &mut it { if t < 4 { break; } }` consumes a different number
//! of items per thread (threads below 4 stop after one); the rest of `it` then
//! drives a barrier loop.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn range_partly_consumed_with_thread_break(y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut it = 0..8u32;
        for k in &mut it {
            if t < 4 || k >= 2 {
                break;
            }
        }
        let mut n = 0.0f32;
        for _ in it {
            sync_threads();
            n += 1.0;
        }
        if i < y.len() {
            y[i] = n;
        }
    }
}
// Refused as unsupported today (O0 RG0100 `<&mut Range>::into_iter`, O3
// RG0102); guards against taking the rest of `it` as uniform once translated.
// CHECK: error[RG0{{(10[0-2]|210)}}]:
