"Games between players: players (programs of the table, a random mover, a
person), loop (the one game loop, and the record `slagle play` keeps),
records (writing records as JSON and the games' own formats), positions (a
game at a position given by moves, and a program's move there)."
