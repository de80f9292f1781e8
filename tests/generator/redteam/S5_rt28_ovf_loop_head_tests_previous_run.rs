//! S5 misuse (red team 28): a `loop` whose head tests the previous trip's flag (`if o { return; }`), then runs `a.overflowing_mul(1 << 56)` (a = 1, then i) and breaks after two trips without testing the last flag; `y[k]` after the loop. Docs (flow across a loop: the last trip's flag must be tested): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_loop_head_tests_previous_run(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let mut k = 0u64;
        let mut o = false;
        let mut s = 0u64;
        loop {
            if o { return; }
            let a = if s == 0 { 1 } else { i };
            let t = a.overflowing_mul(1 << 56);
            k = t.0;
            o = t.1;
            s += 1;
            if s == 2 { break; }
        }
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
