//! Float keys for a radix sort: `to_bits` flipped so unsigned order is float order, the 4 digits of
//! 8 bits (`to_be_bytes`), and back with `from_bits`; counts per digit 0 bucket with atomics.
#![no_std]
use core::sync::atomic::Ordering::Relaxed;
use rsgpu::*;

fn key(f: f32) -> u32 {
    let b = f.to_bits();
    if b & 0x8000_0000 != 0 { !b } else { b | 0x8000_0000 }
}

fn unkey(k: u32) -> f32 {
    f32::from_bits(if k & 0x8000_0000 != 0 { k & 0x7fff_ffff } else { !k })
}

rsgpu::kernel! {
    pub fn u27_float_radix_key(x: &[f32], keys: &mut [u32], back: &mut [f32], counts: &[Atomic<u32>]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= x.len() || i >= keys.len() || i >= back.len() {
            return;
        }
        let k = key(x[i]);
        keys[i] = k;
        back[i] = unkey(k);
        let [hi, ..] = k.to_be_bytes();
        if let Some(c) = counts.get(hi as usize) {
            c.fetch_add(1, Relaxed);
        }
    }
}
