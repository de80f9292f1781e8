use diff::*;
use kernel::u24_int_casts;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_int_casts(a = buf(u32s(n, 2431)), b = buf(from_fn(n, |i| hash(2432, i) as i16)),
                                  c = buf(from_fn(n, |i| match hash(2433, i) as u8 { 0xCD => 7, v => v })),
                                  wide = buf_mut(zeros(n)), signed = buf_mut(zeros(n)), narrow = buf_mut(zeros(n))));
        }
    });
}
