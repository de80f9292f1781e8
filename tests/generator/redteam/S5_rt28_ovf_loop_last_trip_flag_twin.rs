//! S5 twin (red team 28): a loop `for _ in 0..3 { (k, o) = (i + s).overflowing_mul(2^56); }` — every trip overwrites the pair; the flag of the last trip tested after the loop, then `y[k]`: k is the last trip's value. Docs (flow across a loop; the last trip's flag tested after the loop guards the last value): translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_loop_last_trip_flag_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let mut k = 0u64;
        let mut o = false;
        for s in 0..3u64 {
            let t = (i + s * 0).overflowing_mul(0x0100_0000_0000_0000);
            k = t.0;
            o = t.1;
        }
        if o { return; }
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
