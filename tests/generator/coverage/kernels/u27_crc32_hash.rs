//! CRC-32 (IEEE, reflected) of each u32's little-endian bytes from a `const fn`-built table, and an
//! xorshift32 hash of it; `static` table, `to_le_bytes`, `rotate_left`.
#![no_std]
use rsgpu::*;

const fn make_table() -> [u32; 256] {
    let mut t = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 { 0xEDB8_8320 ^ (c >> 1) } else { c >> 1 };
            k += 1;
        }
        t[i] = c;
        i += 1;
    }
    t
}

static CRC_TABLE: [u32; 256] = make_table();

fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc = CRC_TABLE[((crc ^ b as u32) & 0xff) as usize] ^ (crc >> 8);
    }
    !crc
}

fn xorshift32(mut x: u32) -> u32 {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    x
}

rsgpu::kernel! {
    pub fn u27_crc32_hash(x: &[u32], crc: &mut [u32], mix: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < crc.len() && i < mix.len() {
            let c = crc32(&x[i].to_le_bytes());
            crc[i] = c;
            mix[i] = xorshift32(c | 1).rotate_left(7);
        }
    }
}
