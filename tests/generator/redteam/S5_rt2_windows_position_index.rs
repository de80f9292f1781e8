//! S5: the write index is `position` over `x.windows(2)` (data, the same in
//! every thread): all threads write one element.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn windows_position_index(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(p) = x.windows(2).position(|w| w[0] > w[1]) {
            if p < y.len() {
                y[p] = i as f32;
            }
        }
    }
}
// CHECK-O0: error[RG020{{[12]}}]:
// O3: `position`'s `ControlFlow` over `Windows` is not translated (RG0101):
// never accepted there, the safety code once it is translated.
// CHECK-O3: error[RG0{{(10[0-2]|20[0-9])}}]:
// CHECK-O0: {{`y`|`y\[}}
