//! S5: `let mut o = Some(i); let _ = o.take(); y[o.unwrap_or(0)]` — the take empties `o`: every thread writes y[0].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_option_take_or(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut o = Some(i);
        let _ = o.take();
        let j = o.unwrap_or(0);
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// O0: `Option::take` not in the call table (RG0100); the safety code where it is translated.
// CHECK-O0: error[RG0{{(10[0-2]|20[12])}}]:
// CHECK-O3: error[RG020{{[12]}}]:
// CHECK-O3: {{`y`|`y\[}}
