//! `const` and `static` lookup tables: a gamma LUT (static [u8; 16]), a const table of struct
//! entries, a const 2-D array, indexed by data.
#![no_std]
use rsgpu::*;

static GAMMA: [u8; 16] = [0, 1, 4, 9, 16, 25, 36, 49, 64, 81, 100, 121, 144, 169, 196, 225];

#[derive(Clone, Copy)]
struct Band { lo: u8, weight: u16 }

const BANDS: [Band; 4] = [
    Band { lo: 0, weight: 3 },
    Band { lo: 64, weight: 5 },
    Band { lo: 128, weight: 7 },
    Band { lo: 192, weight: 11 },
];

const MIX: [[i8; 3]; 3] = [[1, -1, 0], [2, 0, -2], [-1, 3, 1]];

rsgpu::kernel! {
    pub fn u27_const_static_tables(px: &[u8], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= px.len() || i >= out.len() {
            return;
        }
        let p = px[i];
        let g = GAMMA[(p >> 4) as usize] as u32;
        let band = BANDS.iter().rev().find(|b| p >= b.lo).map_or(0, |b| b.weight) as u32;
        let row = &MIX[p as usize % 3];
        let m: i32 = row.iter().map(|&c| c as i32 * (p as i32 & 7)).sum();
        out[i] = g * 1000 + band * 10 + (m + 50) as u32;
    }
}
