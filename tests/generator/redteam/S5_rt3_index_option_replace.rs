//! S5: an `Option<usize>` index replaced in place: `let mut o = Some(i); o.replace(0); y[o.unwrap()]` — every thread writes y[0].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_option_replace(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut o = Some(i);
        let _ = o.replace(0);
        let j = o.unwrap_or(i);
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// Refused as unsupported today (O0: `Option::replace` not in the call table (RG0100); O3: RG0102); the case guards against
// accepting it unproven once the construct is translated.
// CHECK: error[RG0{{(10[0-2]|20[12])}}]:
