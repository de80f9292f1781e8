use diff::*;
use kernel::u24_signed_div_shift;

fn main() {
    diff::main(|d| {
        for (n, block) in [(6usize, 32usize), (100, 64), (1000, 256)] {
            let edge_a = [i32::MIN, i32::MIN, -7, 7, -1, i32::MAX];
            let edge_b = [-1, 0, 2, -2, 0, -1];
            launch!(d, threads(n.div_ceil(block), block),
                    u24_signed_div_shift(a = buf(from_fn(n, |i| if i < 6 { edge_a[i] } else { hash(2472, i) as i32 })),
                                         b = buf(from_fn(n, |i| if i < 6 { edge_b[i] } else { (hash(2473, i) % 41) as i32 - 20 })),
                                         s = buf(u32s(n, 2474)), out = buf_mut(zeros(n))));
        }
    });
}
