//! S5 misuse (red team 28): a loop keeps `first = k` from trip 0 and only the last trip's flag is tested after the loop: `first` may be wrapped. Docs (a value of a previous run unguarded): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_loop_value_kept_from_earlier_trip(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let mut first = 0u64;
        let mut o = false;
        for s in 0..3u64 {
            let t = (i + s).overflowing_mul(0x0100_0000_0000_0000);
            if s == 0 { first = t.0; }
            o = t.1;
        }
        if o { return; }
        let k = first;
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
