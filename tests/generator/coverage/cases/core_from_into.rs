use diff::*;
use kernel::core_from_into;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), core_from_into(b = buf(bytes(n, 74)), h = buf(from_fn(n, |i| (hash(75, i) % 200) as u16)), wide = buf_mut(zeros(n)), f = buf_mut(zeros(n)), narrow = buf_mut(zeros(n))));
        }
    });
}
